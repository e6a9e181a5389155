/**
 * The address of the withdrawal function "Vertrag widerrufen" (§ 356a BGB; issue 24 §1), which the
 * footer of every page, the order-complete pages, the customer area and the e-mails link. A module of
 * its own: the footer is part of every page's first screen, the flow's contract (withdrawal.ts) is not.
 * The signed link's token goes into the fragment: `${WITHDRAWAL_PAGE}#token=…`.
 */
export const WITHDRAWAL_PAGE = '/vertrag-widerrufen';

/** The page with a signed link: the token in the fragment, which no browser sends to a server. */
export const withdrawalLinkPath = (token: string): string => `${WITHDRAWAL_PAGE}#token=${encodeURIComponent(token)}`;
