/**
 * The correlation heatmap (spec 001 §2, §9): a 600 × 600 canvas with the rows' equities down
 * the left and their column equities along the top (tickers), every cell coloured by its 0.2
 * bucket on a diverging palette from −1 to 1 with its value printed, pending cells grey with an
 * ellipsis, failed ones hatched with 'err', and the legend at the foot. Redrawn as each pair's
 * state arrives; "Download PNG" saves the canvas as correlation_matrix.png.
 */
import { DownloadIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { CorrelationStatus, type CorrelationEquity, type CorrelationValue } from '@domain/contracts/correlation';
import { saveBlob } from '@/lib/download';
import { correlationBucket, correlationBucketBounds, correlationColour } from '../heat-scale';

export const CANVAS_SIZE = 600;
const LEFT = 78;
const TOP = 64;
const RIGHT = 12;
const LEGEND = 58;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function cssColour(el: Element, variable: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(variable).trim() || fallback;
}

function draw(canvas: HTMLCanvasElement, rows: CorrelationEquity[], columns: CorrelationEquity[], valueOf: (row: string, column: string) => CorrelationValue | null) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const colour = (v: string, fallback: string) => cssColour(canvas, v, fallback);
  const text = colour('--gray-12', '#1c2024');
  const muted = colour('--gray-11', '#60646c');
  // A white ground, so the downloaded PNG reads the same outside the app.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CANVAS_SIZE, CANVAS_SIZE);

  const gridW = CANVAS_SIZE - LEFT - RIGHT;
  const gridH = CANVAS_SIZE - TOP - LEGEND;
  const cw = gridW / Math.max(1, columns.length);
  const ch = gridH / Math.max(1, rows.length);
  const valueFont = Math.max(9, Math.min(15, Math.floor(Math.min(cw, ch) / 3.2)));

  // Axis labels: column tickers along the top (slanted when narrow), row tickers down the left.
  ctx.fillStyle = text;
  ctx.font = `600 12px ${FONT}`;
  columns.forEach((c, j) => {
    const x = LEFT + (j + 0.5) * cw;
    ctx.save();
    ctx.translate(x, TOP - 8);
    if (cw < 56) ctx.rotate(-Math.PI / 4);
    ctx.textAlign = cw < 56 ? 'left' : 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillText(c.ticker, 0, 0);
    ctx.restore();
  });
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  rows.forEach((r, i) => ctx.fillText(r.ticker, LEFT - 8, TOP + (i + 0.5) * ch, LEFT - 12));

  // Cells.
  const pendingFill = colour('--gray-4', '#e8e8ec');
  rows.forEach((r, i) => {
    columns.forEach((c, j) => {
      const x = LEFT + j * cw;
      const y = TOP + i * ch;
      const v = valueOf(r.ric, c.ric);
      let label = '…';
      let labelColour = muted;
      if (v?.status === CorrelationStatus.Done && v.value !== null) {
        const { variable, lightText } = correlationColour(correlationBucket(v.value));
        ctx.fillStyle = colour(variable, '#cccccc');
        ctx.fillRect(x, y, cw, ch);
        label = v.value.toFixed(2);
        labelColour = lightText ? '#ffffff' : text;
      } else if (v?.status === CorrelationStatus.Error) {
        ctx.fillStyle = colour('--gray-3', '#f0f0f3');
        ctx.fillRect(x, y, cw, ch);
        ctx.strokeStyle = colour('--red-8', '#eb8e90');
        ctx.lineWidth = 1;
        ctx.save();
        ctx.beginPath();
        ctx.rect(x, y, cw, ch);
        ctx.clip();
        for (let d = -ch; d < cw; d += 8) {
          ctx.moveTo(x + d, y + ch);
          ctx.lineTo(x + d + ch, y);
        }
        ctx.stroke();
        ctx.restore();
        label = 'err';
        labelColour = colour('--red-11', '#ce2c31');
      } else {
        ctx.fillStyle = pendingFill;
        ctx.fillRect(x, y, cw, ch);
      }
      ctx.fillStyle = labelColour;
      ctx.font = `${v?.status === CorrelationStatus.Done ? 500 : 400} ${valueFont}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, x + cw / 2, y + ch / 2, cw - 4);
    });
  });
  // Grid lines between cells.
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let j = 0; j <= columns.length; j++) {
    ctx.moveTo(LEFT + j * cw, TOP);
    ctx.lineTo(LEFT + j * cw, TOP + gridH);
  }
  for (let i = 0; i <= rows.length; i++) {
    ctx.moveTo(LEFT, TOP + i * ch);
    ctx.lineTo(LEFT + gridW, TOP + i * ch);
  }
  ctx.stroke();

  // Legend: the ten 0.2 buckets from −1 to 1.
  const ly = CANVAS_SIZE - LEGEND + 18;
  const lw = gridW / 10;
  for (let b = 0; b < 10; b++) {
    ctx.fillStyle = colour(correlationColour(b).variable, '#cccccc');
    ctx.fillRect(LEFT + b * lw, ly, lw, 14);
  }
  ctx.fillStyle = muted;
  ctx.font = `11px ${FONT}`;
  ctx.textBaseline = 'top';
  for (let b = 0; b <= 10; b++) {
    const bound = b < 10 ? correlationBucketBounds(b)[0] : 1;
    ctx.textAlign = b === 0 ? 'left' : b === 10 ? 'right' : 'center';
    ctx.fillText(bound.toFixed(1), LEFT + b * lw, ly + 18);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText('Correlation', LEFT - 8, ly + 7);
}

export function CorrelationHeatmap({
  rows,
  columns,
  valueOf,
  version,
}: {
  rows: CorrelationEquity[];
  columns: CorrelationEquity[];
  valueOf: (row: string, column: string) => CorrelationValue | null;
  /** Changes whenever a value does, to redraw. */
  version: unknown;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) draw(ref.current, rows, columns, valueOf);
  }, [rows, columns, valueOf, version]);

  const download = () => ref.current?.toBlob((blob) => blob && saveBlob(blob, 'correlation_matrix.png'), 'image/png');

  return (
    <Flex direction="column" gap="2" align="start">
      <canvas
        ref={ref}
        width={CANVAS_SIZE}
        height={CANVAS_SIZE}
        role="img"
        aria-label={`Correlation heatmap of ${rows.map((r) => r.ticker).join(', ')} against ${columns.map((c) => c.ticker).join(', ')}`}
        data-testid="correlation-heatmap"
        style={{ width: '100%', maxWidth: CANVAS_SIZE, aspectRatio: '1 / 1', border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)', background: '#fff' }}
      />
      <Flex align="center" justify="between" gap="3" style={{ width: '100%', maxWidth: CANVAS_SIZE }}>
        <Text size="1" color="gray">
          Pearson correlation of the last 250 daily returns, coloured in steps of 0.2.
        </Text>
        <Button variant="soft" onClick={download}>
          <DownloadIcon /> Download PNG
        </Button>
      </Flex>
    </Flex>
  );
}
