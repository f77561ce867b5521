import createPlotlyComponent from 'react-plotly.js/factory';
import sunburst from 'plotly.js/lib/sunburst';
import { Plotly } from './plotly-core';

/** The Plotly component with the sunburst trace too, registered in a lazy chunk of its own (see `plotly-core`). */
Plotly.register([sunburst]);
const PlotlySunburstPlot = createPlotlyComponent(Plotly);
export default PlotlySunburstPlot;
