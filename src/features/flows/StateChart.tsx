/**
 * A machine's statechart as SVG, laid out by ELK (./chart-layout.ts) from the machine's definitions:
 * parent states as boxes around their children, each transition a line labelled with its event and
 * [guard], delays dashed, invoked actors' answers green (done) and red (error), the states' invoked
 * actors and delays named in their boxes. The active states are highlighted (thicker border and a
 * marker, not colour alone). The chart scrolls inside its own box, which follows the current state.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { ANY_STATE, LINE_HEIGHT, layoutChart, stateLines, type ChartLayout } from './chart-layout';
import { boxRoom, CHART_MARGIN, clampZoom, fitZoom, MAX_ZOOM, MIN_ZOOM } from './chart-fit';
import { ChartExport } from './ChartExport';
import { FLOWS_NAMESPACE } from './flows-texts';
import type { MachineChart } from './machine-graph';
import { stateMeaning } from './state-names';
import { edgeLabel, type Words } from './words';

export interface StateChartProps {
  /** The registry id (the key of the states' meanings in flows.json). */
  machineId: string;
  chart: MachineChart;
  name: string;
  /** Active state paths. */
  active: readonly string[];
  /** The current state in words (for the chart's label). */
  current: string;
}

const points = (list: { x: number; y: number }[]) => list.map((p) => `${p.x},${p.y}`).join(' ');

export function StateChart({ machineId, chart, name, active, current }: StateChartProps) {
  const { t, i18n } = useTranslation(FLOWS_NAMESPACE);
  // The layout of the chart it was made for: another chart shows "laying out" until its own is there.
  const [result, setResult] = useState<{ chart: MachineChart; layout: ChartLayout | null; failed?: boolean }>({
    chart,
    layout: null,
  });
  const box = useRef<HTMLDivElement>(null);
  const drawing = useRef<SVGSVGElement>(null);
  // 1 = the layout's own size; big machines are wider than any screen, so the analyst can zoom out.
  const [zoom, setZoom] = useState(1);
  const words = useMemo(() => {
    const plain: Words = { t, exists: (key) => i18n.exists(key, { ns: FLOWS_NAMESPACE }) };
    return {
      invokes: t('chart.invokes'),
      after: t('chart.after'),
      anyState: t('chart.anyState'),
      meaning: (path: string) => stateMeaning(plain, machineId, path),
      edgeLabel: (edge: Parameters<typeof edgeLabel>[1]) => edgeLabel(plain, edge),
    };
  }, [t, i18n, machineId]);

  useEffect(() => {
    let current = true;
    layoutChart(chart, words).then(
      (laid) => current && setResult({ chart, layout: laid }),
      (error: unknown) => {
        console.warn('chart layout failed', error);
        if (current) setResult({ chart, layout: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [chart, words]);

  const layout = result.chart === chart ? result.layout : null;
  const failed = result.chart === chart && result.failed === true;

  // Keep the current (innermost) state in view inside the chart's box, without scrolling the page.
  const innermost = active[active.length - 1];
  useEffect(() => {
    const placed = innermost ? layout?.states.get(innermost) : undefined;
    const element = box.current;
    if (!placed || !element) return;
    element.scrollTo?.({
      left: Math.max(0, (placed.x + placed.width / 2) * zoom - element.clientWidth / 2),
      top: Math.max(0, (placed.y + placed.height / 2) * zoom - element.clientHeight / 2),
    });
  }, [innermost, layout, zoom]);

  if (failed) return <p className="flows-chart__status">{t('chart.failed')}</p>;
  const activeSet = new Set(active);
  const label = t('chart.label', { name, states: chart.states.length - 1, transitions: chart.edges.length, current });
  // The whole chart in the box, both ways (the biggest charts are taller than wide).
  const fit = () => {
    if (layout && box.current) setZoom(fitZoom(layout, boxRoom(box.current)));
  };
  return (
    <>
      <div className="flows-chart__zoom" role="group" aria-label={t('chart.zoom', { percent: Math.round(zoom * 100) })}>
        <button
          type="button"
          className="flows-button"
          onClick={() => setZoom((z) => clampZoom(z / 1.25))}
          disabled={!layout || zoom <= MIN_ZOOM}
        >
          {t('chart.zoomOut')}
        </button>
        <button
          type="button"
          className="flows-button"
          onClick={() => setZoom((z) => clampZoom(z * 1.25))}
          disabled={!layout || zoom >= MAX_ZOOM}
        >
          {t('chart.zoomIn')}
        </button>
        <button type="button" className="flows-button" onClick={fit} disabled={!layout}>
          {t('chart.zoomFit')}
        </button>
        <button type="button" className="flows-button" onClick={() => setZoom(1)} disabled={!layout || zoom === 1}>
          100 %
        </button>
      </div>
      <div ref={box} className="flows-chart" tabIndex={0} role="region" aria-label={t('chart.region')}>
        {!layout ? (
          <p className="flows-chart__status" role="status">
            {t('chart.loading')}
          </p>
        ) : (
          <svg
            ref={drawing}
            className="flows-chart__svg"
            width={(layout.width + CHART_MARGIN) * zoom}
            height={(layout.height + CHART_MARGIN) * zoom}
            viewBox={`${-CHART_MARGIN / 2} ${-CHART_MARGIN / 2} ${layout.width + CHART_MARGIN} ${layout.height + CHART_MARGIN}`}
            role="img"
            aria-label={label}
          >
            <defs>
              <marker
                id="flows-arrow"
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" className="flows-chart__arrow" />
              </marker>
            </defs>
            {[...layout.states.values()].map((placed) => {
              const state = chart.states.find((s) => s.path === placed.path);
              const lines =
                placed.path === ANY_STATE
                  ? [{ text: t('chart.anyState'), kind: 'name' as const }]
                  : stateLines(chart, placed.path, words);
              const parent = (state?.children.length ?? 0) > 0;
              const isActive = activeSet.has(placed.path);
              const parentPath = placed.path.includes('.') ? placed.path.slice(0, placed.path.lastIndexOf('.')) : '';
              const initial = chart.states.find((s) => s.path === parentPath)?.initial === placed.path;
              return (
                <g
                  key={placed.path}
                  className={[
                    'flows-chart__state',
                    parent ? 'flows-chart__state--parent' : '',
                    isActive ? 'flows-chart__state--active' : '',
                    state?.type === 'final' ? 'flows-chart__state--final' : '',
                    placed.path === ANY_STATE ? 'flows-chart__state--any' : '',
                  ].join(' ')}
                  data-state={placed.path}
                  data-active={isActive ? 'true' : undefined}
                >
                  <rect x={placed.x} y={placed.y} width={placed.width} height={placed.height} rx={parent ? 10 : 8} />
                  {state?.type === 'final' && (
                    <rect
                      x={placed.x + 3}
                      y={placed.y + 3}
                      width={placed.width - 6}
                      height={placed.height - 6}
                      rx={6}
                      className="flows-chart__inner"
                    />
                  )}
                  {initial && <circle cx={placed.x} cy={placed.y} r={5} className="flows-chart__initial" />}
                  {lines.map((line, i) => (
                    <text
                      key={i}
                      x={placed.x + (parent ? 16 : 10) + (i === 0 && isActive ? 14 : 0)}
                      y={placed.y + 10 + LINE_HEIGHT * (i + 1) - 4}
                      className={`flows-chart__${line.kind}`}
                    >
                      {line.text}
                    </text>
                  ))}
                  {isActive && (
                    <text
                      x={placed.x + (parent ? 16 : 10)}
                      y={placed.y + 10 + LINE_HEIGHT - 4}
                      className="flows-chart__marker"
                    >
                      ●
                    </text>
                  )}
                  <title>{state?.description ?? placed.path}</title>
                </g>
              );
            })}
            {layout.edges.map((placed, i) => (
              <g key={`${placed.edge.id}-${i}`} className={`flows-chart__edge flows-chart__edge--${placed.edge.kind}`}>
                <polyline points={points(placed.points)} markerEnd="url(#flows-arrow)" />
                {placed.label && (
                  <text
                    x={placed.label.x + 3}
                    y={placed.label.y + placed.label.height - 3}
                    className="flows-chart__label"
                  >
                    {placed.label.text}
                  </text>
                )}
              </g>
            ))}
          </svg>
        )}
      </div>
      <ChartExport drawing={drawing} ready={!!layout} machineId={machineId} name={name} />
    </>
  );
}
