// The JSON file this plugin writes in `contentLoaded`; the /errors page imports it.
declare module '@generated/error-codes/default/error-codes.json' {
  import type {ErrorCodesData} from '@site/src/plugins/error-codes';

  const data: ErrorCodesData;
  export default data;
}
