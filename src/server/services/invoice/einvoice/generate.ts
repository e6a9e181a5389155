/**
 * The one place that calls @e-invoice-eu/core (ADR 015): CII XML in the EN 16931 profile or as
 * XRechnung, and the Factur-X/ZUGFeRD PDF — our pdfkit PDF/A-3b as the visible part, the CII embedded
 * as factur-x.xml, and the XMP metadata PDF/A-3 and Factur-X ask for.
 *
 * The library's formatters are used directly rather than through its InvoiceService, for two reasons:
 * - InvoiceService compiles the library's JSON schema of its input on every call (a few hundred ms);
 *   here it is compiled once, with the same options, and every input is checked against it before
 *   anything is written — a malformed e-invoice is never produced;
 * - its CII mapping reads the preceding invoice (BT-25, BT-26) from `cac:BillingReference/cbc:ID`,
 *   while its schema accepts only UBL's `cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID`:
 *   through InvoiceService a credit note could never name its invoice. The input is checked in the
 *   schema's shape and handed to the mapping with the invoice number where the mapping reads it.
 *
 * Loaded on first use: the library brings spreadsheet support the shop never needs, which should not
 * slow every server start.
 */
import type { EInvoiceFormat, Invoice } from '@e-invoice-eu/core';

/** The library's names of the formats the shop writes. */
const FORMATS = {
  /** CII, profile EN 16931 (BT-24 urn:cen.eu:en16931:2017). */
  cii: 'CII',
  /** CII with XRechnung 3.0's specification identifier. */
  xrechnung: 'XRECHNUNG-CII',
  /** PDF/A-3 with the EN 16931 CII as factur-x.xml (Factur-X 1.0 "EN 16931" = ZUGFeRD 2 "COMFORT"). */
  facturX: 'Factur-X-EN16931',
} as const;

type FormatKey = keyof typeof FORMATS;
export type XmlFormat = Exclude<FormatKey, 'facturX'>;

interface Library {
  formats: Record<FormatKey, { service: EInvoiceFormat; name: string }>;
  /** Throws when the input does not fit the library's schema (the errors in the message). */
  check(invoice: Invoice): void;
}

/** The library logs only on trouble; its messages reach the server's log as warnings and errors. */
const logger = {
  log: () => undefined,
  warn: (message: string) => console.warn(`e-invoice: ${message}`),
  error: (message: string) => console.error(`e-invoice: ${message}`),
};

let library: Promise<Library> | undefined;

function load(): Promise<Library> {
  library ??= Promise.all([import('@e-invoice-eu/core'), import('ajv/dist/2019.js')]).then(([core, ajv]) => {
    const factory = new core.FormatFactoryService();
    const formats = Object.fromEntries(
      Object.entries(FORMATS).map(([key, name]) => [
        key,
        { service: factory.createFormatService(name, logger), name: factory.normalizeFormat(name) },
      ]),
    ) as Library['formats'];
    // As InvoiceService does it (the CII formats leave the schema as it is).
    const Ajv2019 = ajv.default;
    const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(
      structuredClone(core.invoiceSchema),
    );
    return {
      formats,
      check(invoice) {
        if (!validate(invoice))
          throw new Error(`e-invoice data refused by @e-invoice-eu/core's schema: ${JSON.stringify(validate.errors)}`);
      },
    };
  });
  return library;
}

/** The input as the library's CII mapping reads it: checked first, then the preceding invoice where the mapping looks. */
function mappable(lib: Library, format: FormatKey, invoice: Invoice): Invoice {
  const copy = structuredClone(invoice);
  lib.check(copy);
  lib.formats[format].service.fillInvoiceDefaults(copy);
  // Only the number (BT-25): the mapping would write the date (BT-26) unformatted (CII-DT-097) and
  // as udt: where CII's schema has qdt:DateTimeString. The credit note's note names the date instead.
  for (const reference of copy['ubl:Invoice']['cac:BillingReference'] ?? []) {
    Object.assign(reference, { 'cbc:ID': reference['cac:InvoiceDocumentReference']['cbc:ID'] });
  }
  return copy;
}

/** The invoice as CII XML. */
export async function ciiXml(invoice: Invoice, format: XmlFormat): Promise<string> {
  const lib = await load();
  const { service, name } = lib.formats[format];
  const xml = await service.generate(mappable(lib, format, invoice), { format: name, lang: 'de', noWarnings: true });
  return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
}

/** The Factur-X/ZUGFeRD PDF: `pdf` (the visible invoice) with the invoice's CII embedded. */
export async function facturXPdf(invoice: Invoice, pdf: Buffer, fileName: string): Promise<Buffer> {
  const lib = await load();
  const { service, name } = lib.formats.facturX;
  const bytes = await service.generate(mappable(lib, 'facturX', invoice), {
    format: name,
    lang: 'de',
    noWarnings: true,
    pdf: {
      buffer: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      filename: fileName,
      mimetype: 'application/pdf',
    },
  });
  return Buffer.from(bytes as Uint8Array);
}
