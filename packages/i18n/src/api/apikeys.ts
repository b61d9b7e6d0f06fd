import { defineMessages } from '../messages';

/** The staff console's API keys (modules/apikeys, contract apikeys.ts). */
export const APIKEYS_API_MESSAGES = defineMessages({
  notValid: { id: 'api.apikeys.notValid', defaultMessage: 'Not valid' },
  notFound: { id: 'api.apikeys.notFound', defaultMessage: 'API key not found' },
  alreadyRevoked: { id: 'api.apikeys.alreadyRevoked', defaultMessage: 'This key is already revoked' },
  scopeOneOf: { id: 'api.apikeys.scopeOneOf', defaultMessage: 'A scope is one of {scopes}' },
  nameRequired: { id: 'api.apikeys.nameRequired', defaultMessage: 'Name the system that uses the key' },
  nameLong: { id: 'api.apikeys.nameLong', defaultMessage: 'Keep the name under 80 characters' },
  scopesRequired: { id: 'api.apikeys.scopesRequired', defaultMessage: 'Choose at least one record kind' },
  scopesUnique: { id: 'api.apikeys.scopesUnique', defaultMessage: 'Name each scope once' },
  invalidId: { id: 'api.apikeys.invalidId', defaultMessage: 'Not a valid API key id' },
});
