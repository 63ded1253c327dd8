// SaxonJS ships no type declarations; these cover the part the e-Factura validation uses.
declare module 'saxon-js' {
  interface SaxonNode {
    getAttribute?(name: string): string | null;
    textContent?: string | null;
  }
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document' | 'serialized' | 'raw';
  }
  interface TransformResult {
    principalResult: SaxonNode;
  }
  interface SaxonJSStatic {
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    XPath: {
      evaluate(
        xpath: string,
        context: SaxonNode,
        options?: {
          namespaceContext?: Record<string, string>;
          resultForm?: 'array' | 'iterator' | 'default';
        },
      ): unknown;
    };
  }
  const SaxonJS: SaxonJSStatic;
  export default SaxonJS;
}
