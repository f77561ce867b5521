import PlaceholderRoute from './placeholder';

/** Filled in by the actions pages work (issue 5). */
export default PlaceholderRoute;
