// Data our own plugins write with `createData`, imported by the alias Docusaurus resolves for its
// generated folder: `@generated/<plugin name>/<plugin id>/<file>`. The layout of that folder is
// core's (src/server/plugins/actions.ts), not a documented path; see ./README.md.
export {default as errorCodesData} from '@generated/error-codes/default/error-codes.json';
