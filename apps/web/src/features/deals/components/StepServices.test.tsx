import type { DealService } from '@oc/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { setLanguage } from '../../../i18n/language';
import { StepServices } from './StepServices';

const SERVICES = [
  { _id: 's1', name: 'Pune–Goa 21:30', b2cAssetTypeName: 'AC Sleeper', startTime: '21:30' },
  { _id: 's2', name: 'Pune–Nagpur 19:00', b2cAssetTypeName: 'AC Seater', startTime: '19:00' },
] as DealService[];

function renderStep() {
  return renderUi(
    <StepServices
      mobile={false}
      services={SERVICES}
      loading={false}
      failed={false}
      query={{ error: null, isFetching: false, refetch: () => undefined }}
      selected={['s1']}
      onChange={() => undefined}
      error={undefined}
    />,
  );
}

describe('StepServices (the wizard step 3 in the page language)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says how many services are chosen, in English by default', () => {
    renderStep();
    expect(screen.getByText('1 of 2 selected')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Service Name' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
  });

  it('shows the step in Hindi once Hindi is chosen', async () => {
    await act(() => setLanguage('hi'));
    renderStep();
    expect(screen.getByText('2 में से 1 चुनी गईं')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'सर्विस का नाम' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'सभी चुनें' })).toBeTruthy();
  });
});
