// Stands in for tslib in the client bundle, for @docusaurus/utils-common only (see ./index.ts):
// the one helper that package uses, as tslib writes it.

export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
