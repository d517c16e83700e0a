import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/**
 * A uPlot chart drawn into the returned box, to the box's width, and
 * redrawn when `data` changes (a new object: memoise it). Options get the width.
 */
export function useUPlot(options: (width: number) => uPlot.Options, data: uPlot.AlignedData, height: number) {
  const box = useRef<HTMLDivElement>(null);
  const optionsOf = useRef(options);
  useEffect(() => {
    optionsOf.current = options;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(optionsOf.current(element.clientWidth || 600), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, height]);

  return box;
}
