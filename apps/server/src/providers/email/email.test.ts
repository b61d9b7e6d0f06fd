import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../../test/fakes/smtp-server';
import { EmailDeliveryError, SmtpEmail } from './email';

describe('SMTP e-mail adapter (nodemailer) against a local SMTP server', () => {
  let smtp: FakeSmtp;
  let email: SmtpEmail;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ refuse: (to) => to.startsWith('nobody@') });
    email = new SmtpEmail({ url: smtp.url, from: 'Operator Console <digest@console.test>' });
  });
  afterAll(async () => {
    email.close();
    await smtp.close();
  });

  it('delivers the text in UTF-8, from the configured sender, with the extra headers', async () => {
    await email.send({
      to: 'owner@example.in',
      subject: 'सिटीराइड: 21 नवंबर 2026 का सारांश',
      text: 'बिक्री: ₹1,234.00\nStop: https://console.test/unsubscribe?token=abc',
      headers: { 'List-Unsubscribe': '<https://console.test/unsubscribe?token=abc>' },
    });
    const mail = smtp.messages.at(-1)!;
    expect(smtp.recipients.at(-1)).toEqual(['owner@example.in']);
    expect(mail.from?.value).toEqual([{ name: 'Operator Console', address: 'digest@console.test' }]);
    expect(mail.subject).toBe('सिटीराइड: 21 नवंबर 2026 का सारांश');
    expect(mail.text?.trim()).toBe('बिक्री: ₹1,234.00\nStop: https://console.test/unsubscribe?token=abc');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://console.test/unsubscribe?token=abc>',
    );
  });

  it('raises EmailDeliveryError when the server refuses the recipient', async () => {
    const before = smtp.messages.length;
    await expect(email.send({ to: 'nobody@example.in', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      EmailDeliveryError,
    );
    expect(smtp.messages.length).toBe(before);
  });

  it('raises EmailDeliveryError when the server cannot be reached', async () => {
    const away = new SmtpEmail({ url: 'smtp://127.0.0.1:9', from: 'digest@console.test' });
    await expect(away.send({ to: 'owner@example.in', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      EmailDeliveryError,
    );
    away.close();
  });
});
