/**
 * The seller's public identity (issue 24 §4, "one seller"): the one contracting party the shop sells
 * in its own name. The server reads it from the SELLER_* variables (src/server/services/invoice/seller.ts)
 * and shows the same values everywhere it names the seller: the Impressum, the AGB and the data
 * protection statement (placeholders filled when the page is served), the order summary
 * ("Vertragspartner"), the confirmation e-mail and the invoice.
 */
export interface SellerIdentity {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  email: string;
  /** SELLER_PHONE, when given. */
  phone: string | null;
  /** USt-IdNr.; at least one of vatId and taxNumber. */
  vatId: string | null;
  /** Steuernummer of the tax office. */
  taxNumber: string | null;
  /** SELLER_REGISTER: register court and number ("Amtsgericht Köln, HRB 12345"), when registered. */
  register: string | null;
  /** SELLER_REPRESENTATIVE: who represents the company (the managing directors), when given. */
  representative: string | null;
}

/** "Musterstraße 1, 50667 Köln": the address as one line. */
export function sellerAddress(seller: Pick<SellerIdentity, 'street' | 'zipCode' | 'city'>): string {
  return `${seller.street}, ${seller.zipCode} ${seller.city}`;
}

/** The public identity of a seller record (invoice snapshots and settings carry more: the bank account). */
export function sellerIdentity(seller: SellerIdentity): SellerIdentity {
  return {
    name: seller.name,
    street: seller.street,
    zipCode: seller.zipCode,
    city: seller.city,
    country: seller.country,
    email: seller.email,
    // Invoices issued before these fields existed have none in their snapshot.
    phone: seller.phone ?? null,
    vatId: seller.vatId ?? null,
    taxNumber: seller.taxNumber ?? null,
    register: seller.register ?? null,
    representative: seller.representative ?? null,
  };
}
