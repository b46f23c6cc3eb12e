/** The page of one ledger. */
export const ledgerPath = (ledgerId: string) => `/innovation/initiatives/${ledgerId}`;
