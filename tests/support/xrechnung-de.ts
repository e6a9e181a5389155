/**
 * The German CIUS rules of XRechnung 3.0 (BR-DE-…) that an XRechnung in CII syntax must meet on top
 * of EN 16931, for tests. The official KoSIT artefacts are not in ../shared/einvoice (only the
 * EN 16931 rules are), so the rules a Kursmarkt invoice can touch are written here as XPath
 * assertions after the XRechnung specification's wording, evaluated with SaxonJS (from xslt3, as the
 * EN 16931 oracle). A rule that does not apply to the document (e.g. card payment rules on an invoice
 * paid by transfer) holds trivially, as in the Schematron.
 */
import { createRequire } from 'node:module';

const requireFromXslt3 = createRequire(createRequire(import.meta.url).resolve('xslt3/package.json'));

interface SaxonXPath {
  getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
  XPath: { evaluate(expression: string, context: unknown, options: { namespaceContext: Record<string, string> }): unknown };
}

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
};

const SETTLEMENT = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement';
const AGREEMENT = '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement';
const SELLER = `${AGREEMENT}/ram:SellerTradeParty`;
const BUYER = `${AGREEMENT}/ram:BuyerTradeParty`;
const MEANS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`;
const TYPE = '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode';
const filled = (path: string) => `normalize-space(${path}) != ''`;

/** Each rule: its id, what it demands, and an XPath that is true when the document meets it. */
export const XRECHNUNG_RULES: readonly { id: string; text: string; test: string }[] = [
  { id: 'BR-DE-1', text: 'Payment instructions (BG-16) must be given', test: `exists(${MEANS})` },
  { id: 'BR-DE-2', text: 'The seller contact (BG-6) must be given', test: `exists(${SELLER}/ram:DefinedTradeContact)` },
  { id: 'BR-DE-3', text: 'Seller city (BT-37)', test: filled(`${SELLER}/ram:PostalTradeAddress/ram:CityName`) },
  { id: 'BR-DE-4', text: 'Seller post code (BT-38)', test: filled(`${SELLER}/ram:PostalTradeAddress/ram:PostcodeCode`) },
  {
    id: 'BR-DE-5',
    text: 'Seller contact point (BT-41)',
    test: `${filled(`${SELLER}/ram:DefinedTradeContact/ram:PersonName`)} or ${filled(`${SELLER}/ram:DefinedTradeContact/ram:DepartmentName`)}`,
  },
  { id: 'BR-DE-6', text: 'Seller contact telephone number (BT-42)', test: filled(`${SELLER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`) },
  { id: 'BR-DE-7', text: 'Seller contact email address (BT-43)', test: filled(`${SELLER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`) },
  { id: 'BR-DE-8', text: 'Buyer city (BT-52)', test: filled(`${BUYER}/ram:PostalTradeAddress/ram:CityName`) },
  { id: 'BR-DE-9', text: 'Buyer post code (BT-53)', test: filled(`${BUYER}/ram:PostalTradeAddress/ram:PostcodeCode`) },
  { id: 'BR-DE-14', text: 'Every VAT breakdown has its rate (BT-119)', test: `every $tax in ${SETTLEMENT}/ram:ApplicableTradeTax satisfies exists($tax/ram:RateApplicablePercent)` },
  { id: 'BR-DE-15', text: 'Buyer reference (BT-10)', test: filled(`${AGREEMENT}/ram:BuyerReference`) },
  {
    id: 'BR-DE-16',
    text: 'Seller VAT identifier (BT-31), tax registration (BT-32) or tax representative (BG-11)',
    test: `exists(${SELLER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = ('VA', 'FC')]) or exists(${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty)`,
  },
  { id: 'BR-DE-17', text: 'Invoice type code (BT-3) from the allowed list', test: `${TYPE} = ('326', '380', '384', '389', '381', '875', '876', '877')` },
  {
    id: 'BR-DE-21',
    text: 'Specification identifier (BT-24) of XRechnung',
    test: `/rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'`,
  },
  {
    id: 'BR-DE-23-a',
    text: 'Credit transfer (58): the account (BG-17) is given, no card (BG-18) or direct debit (BG-19)',
    test: `not(${MEANS}/ram:TypeCode = ('30', '58')) or (exists(${MEANS}/ram:PayeePartyCreditorFinancialAccount) and empty(${MEANS}/ram:ApplicableTradeSettlementFinancialCard) and empty(${MEANS}/ram:PayerPartyDebtorFinancialAccount))`,
  },
  {
    id: 'BR-DE-24-a',
    text: 'Card payment (48, 54, 55): the card (BG-18) is given, no account (BG-17) or direct debit (BG-19)',
    test: `not(${MEANS}/ram:TypeCode = ('48', '54', '55')) or (exists(${MEANS}/ram:ApplicableTradeSettlementFinancialCard) and empty(${MEANS}/ram:PayeePartyCreditorFinancialAccount) and empty(${MEANS}/ram:PayerPartyDebtorFinancialAccount))`,
  },
  {
    id: 'BR-DE-25-a',
    text: 'Direct debit (59): the debited account (BG-19), mandate (BT-89) and creditor id (BT-90) are given',
    test: `not(${MEANS}/ram:TypeCode = '59') or (exists(${MEANS}/ram:PayerPartyDebtorFinancialAccount) and ${filled(`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`)} and ${filled(`${SETTLEMENT}/ram:CreditorReferenceID`)})`,
  },
  { id: 'BR-DE-26', text: 'A corrected invoice (384) names the preceding invoice (BG-3)', test: `not(${TYPE} = '384') or exists(${SETTLEMENT}/ram:InvoiceReferencedDocument)` },
];

/** The ids of the rules `xml` breaks (empty: it meets every one). */
export async function brokenXrechnungRules(xml: string): Promise<string[]> {
  const saxon = requireFromXslt3('saxon-js') as SaxonXPath;
  const document = await saxon.getResource({ text: xml, type: 'xml' });
  return XRECHNUNG_RULES.filter((rule) => saxon.XPath.evaluate(`boolean(${rule.test})`, document, { namespaceContext: NAMESPACES }) !== true).map(
    (rule) => rule.id,
  );
}
