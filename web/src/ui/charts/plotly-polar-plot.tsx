import createPlotlyComponent from 'react-plotly.js/factory';
import scatterpolar from 'plotly.js/lib/scatterpolar';
import { Plotly } from './plotly-core';

/** The Plotly component with the scatterpolar trace too, registered in a lazy chunk of its own (see `plotly-core`). */
Plotly.register([scatterpolar]);
const PlotlyPolarPlot = createPlotlyComponent(Plotly);
export default PlotlyPolarPlot;
