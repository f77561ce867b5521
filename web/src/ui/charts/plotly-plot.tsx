import createPlotlyComponent from 'react-plotly.js/factory';
import { Plotly } from './plotly-core';

/** The react-plotly.js component bound to our partial bundle (loaded lazily by `plotly-chart`). */
const PlotlyPlot = createPlotlyComponent(Plotly);
export default PlotlyPlot;
