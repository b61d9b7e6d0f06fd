import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../i18n/language';
import { zodResolver } from './zod-resolver';

describe('zodResolver', () => {
  afterEach(() => setLanguage('en'));

  const schema = z.object({
    otp: z.string().refine(() => false, 'invalid otp'),
    rows: z.array(z.object({ fare: z.number().max(10, 'Too high') })),
  });
  const resolve = zodResolver(schema);
  const run = () =>
    resolve({ otp: '1', rows: [{ fare: 20 }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it("gives the schema's messages as they are in English, nested ones too", async () => {
    const { errors } = await run();
    expect(errors.otp?.message).toBe('invalid otp');
    expect(errors.rows?.[0]?.fare?.message).toBe('Too high');
  });

  it("gives the contract's messages in the page's language", async () => {
    await setLanguage('hi');
    const { errors, values } = await run();
    expect(errors.otp?.message).toBe('गलत OTP');
    // A message that is not the contract's stays as it is.
    expect(errors.rows?.[0]?.fare?.message).toBe('Too high');
    expect(values).toEqual({});
  });

  it('answers the values when the form is valid', async () => {
    const ok = zodResolver(z.object({ name: z.string() }));
    const result = await ok({ name: 'A' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values: { name: 'A' }, errors: {} });
  });
});
