/**
 * The chart's downloads: as SVG (vector, for documents) and as PNG (for tickets and chats), both at
 * 100 % whatever the zoom on the page.
 */
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../lib/texts';
import { download, standaloneSvg, svgToPng } from './chart-export';
import { FLOWS_NAMESPACE } from './flows-texts';

export interface ChartExportProps {
  drawing: RefObject<SVGSVGElement | null>;
  /** Whether the chart is laid out (there is something to export). */
  ready: boolean;
  machineId: string;
  name: string;
}

export function ChartExport({ drawing, ready, machineId, name }: ChartExportProps) {
  const { t } = useTranslation(FLOWS_NAMESPACE);
  const [message, setMessage] = useState('');
  const source = () => (drawing.current ? standaloneSvg(drawing.current, t('explorer.svgTitle', { name })) : null);
  const asSvg = () => {
    const svg = source();
    if (svg) download(new Blob([svg], { type: 'image/svg+xml' }), `ablauf-${machineId}.svg`);
  };
  const asPng = async () => {
    const svg = source();
    const box = drawing.current?.viewBox.baseVal;
    if (!svg || !box) return;
    setMessage(t('explorer.pngMaking'));
    try {
      download(await svgToPng(svg, { width: box.width, height: box.height }), `ablauf-${machineId}.png`);
      setMessage('');
    } catch (error) {
      console.warn('PNG export failed', error);
      setMessage(t('explorer.pngFailed'));
    }
  };
  return (
    <div className="flows-export" role="group" aria-label={t('explorer.chartGroup')}>
      <button type="button" className="flows-button" onClick={asSvg} disabled={!ready}>
        {t('explorer.svg')}
      </button>
      <button type="button" className="flows-button" onClick={() => void asPng()} disabled={!ready}>
        {t('explorer.png')}
      </button>
      <span role="status" className="flows-export__status">
        {message}
      </span>
    </div>
  );
}
