import { themeQuartz } from 'ag-grid-community';

/** Quartz, in the app's own font: no web font is fetched from anywhere. Shared by every grid page. */
export const gridTheme = themeQuartz.withParams({ fontFamily: 'inherit', headerFontWeight: 600 });
