import { defineMessages } from '@oc/i18n';

/** The account screens' words used in more than one place (docs/ui.md "Languages"). */
export const ACCOUNT_LABELS = defineMessages({
  name: { id: 'account.common.name', defaultMessage: 'Name' },
  mobile: { id: 'account.common.mobile', defaultMessage: 'Mobile' },
  area: { id: 'account.common.area', defaultMessage: 'Area' },
  department: { id: 'account.common.department', defaultMessage: 'Department' },
  addPoc: { id: 'account.poc.add', defaultMessage: 'Add POC' },
  pocList: { id: 'account.poc.list', defaultMessage: 'Points of contact' },
  agreements: { id: 'account.agreements.title', defaultMessage: 'Agreements' },
  signedOn: { id: 'account.agreements.signedOn', defaultMessage: 'Signed On' },
  download: { id: 'account.agreements.download', defaultMessage: 'Download' },
});
