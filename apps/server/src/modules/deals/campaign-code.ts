import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot confuse when reading a code aloud: no 0/O, 1/I. */
export const CAMPAIGN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAMPAIGN_CODE_PATTERN = /^OD[A-HJ-NP-Z2-9]{6}$/;

/** A new campaign code: 'OD' + 6 characters (32^6 ≈ 10^9 codes); uniqueness is the database's job. */
export function newCampaignCode(): string {
  let code = 'OD';
  for (let i = 0; i < 6; i++) code += CAMPAIGN_CODE_ALPHABET.charAt(randomInt(CAMPAIGN_CODE_ALPHABET.length));
  return code;
}
