/** Marks the script tags the route-scripts plugin writes into a page. */
export const ROUTE_SCRIPT_ATTRIBUTE = 'data-route-script';
