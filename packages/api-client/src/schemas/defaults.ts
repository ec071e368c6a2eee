/**
 * Defaults of the wire contract that the browser needs on its own (spec §1: currency USD when a company names
 * none). A module of plain constants, so a page can read them without bundling the schemas that use them.
 */
export const DEFAULT_COMPANY_CURRENCY = 'USD'
