import { describe, expect, it } from 'vitest';
import { matchesAccount, namesMatch } from './kyc.names';

describe('name matching', () => {
  it.each([
    ['RAJESH KUMAR', 'Rajesh Kumar'],
    ['SHARMA TRAVELS PRIVATE LIMITED', 'Sharma Travels Pvt Ltd'],
    ['SHARMA TRAVELS PRIVATE LIMITED', 'Sharma Travels Pvt. Ltd.'],
    ['M/S SHIV SHAKTI TRAVELS', 'Shiv Shakti Travels'],
    ['MR RAJESH KUMAR', 'Rajesh Kumar'],
    ['RAJESH KUMAR VERMA', 'Rajesh Kumar'],
    ['A & B TRAVELS', 'A and B Travels'],
  ])('%s matches %s', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });
  it.each([
    ['ARJUN MEHTA', 'Rajesh Kumar'],
    ['KUMAR', 'Rajesh Kumar'],
    ['RAJESH KUMAR', ''],
    ['SHARMA LOGISTICS', 'Sharma Travels Pvt Ltd'],
  ])('%s does not match %s', (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
  });
  it('any of the account names may match', () => {
    expect(matchesAccount('VENKATESH REDDY', ['Sri Sai Bus Service', 'Venkatesh Reddy'])).toBe(true);
    expect(matchesAccount('ARJUN MEHTA', ['Sri Sai Bus Service', 'Venkatesh Reddy'])).toBe(false);
  });
});
