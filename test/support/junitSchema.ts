/** Validates JUnit XML against test/fixtures/junit/junit.xsd with libxml2 (compiled to WebAssembly, no native build). */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const XSD = readFileSync(new URL('../fixtures/junit/junit.xsd', import.meta.url), 'utf8');

/** libxml2's schema errors for `xml` ("line N: message"), empty when it is valid. */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'junit.xml', contents: xml }, schema: { fileName: 'junit.xsd', contents: XSD } });
  return result.errors.map((error) => `line ${error.loc?.lineNumber ?? '?'}: ${error.message}`);
}
