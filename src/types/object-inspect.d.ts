// object-inspect ships no types; the options the live-example sandbox uses.
declare module 'object-inspect' {
  type Options = {
    readonly depth?: number;
    readonly indent?: number | '\t';
    readonly maxStringLength?: number;
    readonly quoteStyle?: 'single' | 'double';
    readonly numericSeparator?: boolean;
  };
  export default function inspect(value: unknown, options?: Options): string;
}
