/**
 * Seller (BG-4) and buyer (BG-7) of an e-invoice, in the library's input format (@e-invoice-eu/core:
 * UBL element names, which it maps to CII). From the seller snapshot stored with the invoice and the
 * buyer as ordered — the same data the PDF's letterhead prints. Both have an electronic address
 * (BT-34, BT-49: their e-mail, scheme EM), which XRechnung requires.
 */
import type { Invoice } from '@e-invoice-eu/core';
import { COUNTRIES, countryByIso } from '../../../../shared/countries.ts';
import type { BuyerData } from '../../../../shared/order.ts';
import type { Seller } from '../seller.ts';

type Document = Invoice['ubl:Invoice'];
type SellerParty = Document['cac:AccountingSupplierParty'];
type BuyerParty = Document['cac:AccountingCustomerParty'];
type CountryCode = SellerParty['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];

/** ISO 3166-1 alpha-2 of a German country name (the seller's configured 'Deutschland'); DE when unknown. */
function sellerCountry(germanName: string): CountryCode {
  return (COUNTRIES.find((country) => country.name === germanName.trim())?.iso2 ?? 'DE') as CountryCode;
}

/** Alpha-2 of the buyer's alpha-3 country (the order stores alpha-3, validated against the list). */
const buyerCountry = (iso: string): CountryCode => (countryByIso(iso)?.iso2 ?? iso.slice(0, 2)) as CountryCode;

export function sellerParty(seller: Seller): SellerParty {
  // BT-31 (VAT id) and BT-32 (tax number, "FC"): whichever the seller has, the VAT id first.
  const taxSchemes = [
    ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ] as SellerParty['cac:Party']['cac:PartyTaxScheme'];
  return {
    'cac:Party': {
      'cbc:EndpointID': seller.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': {
        'cbc:StreetName': seller.street,
        'cbc:CityName': seller.city,
        'cbc:PostalZone': seller.zipCode,
        'cac:Country': { 'cbc:IdentificationCode': sellerCountry(seller.country) },
      },
      'cac:PartyTaxScheme': taxSchemes,
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': seller.name,
        // BT-33: the register entry, as the PDF prints it.
        ...(seller.register ? { 'cbc:CompanyLegalForm': seller.register } : {}),
      },
      'cac:Contact': {
        'cbc:Name': seller.representative ?? seller.name,
        ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
        'cbc:ElectronicMail': seller.email,
      },
    },
  };
}

export function buyerParty(buyer: BuyerData): BuyerParty {
  const person = `${buyer.firstName} ${buyer.lastName}`;
  return {
    'cac:Party': {
      'cbc:EndpointID': buyer.invoiceEmail ?? buyer.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': {
        'cbc:StreetName': buyer.street,
        'cbc:CityName': buyer.city,
        'cbc:PostalZone': buyer.zipCode,
        'cac:Country': { 'cbc:IdentificationCode': buyerCountry(buyer.country) },
      },
      // BT-48: the buyer's VAT id where the order has one (a business buyer abroad must give it).
      ...(buyer.taxNumber
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      // BT-44: the firm, or the person who ordered.
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company ?? person },
      'cac:Contact': { 'cbc:Name': person, 'cbc:ElectronicMail': buyer.email },
    },
  };
}
