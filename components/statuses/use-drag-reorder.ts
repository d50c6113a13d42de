'use client';
import { useState, type DragEvent } from 'react';

/**
 * Native HTML drag and drop for a list: no library, and the keyboard path (move buttons, Alt+Arrow)
 * gives the same result for people who cannot drag.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };
  const rowProps = (index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      setDragging(index);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (e: DragEvent) => {
      if (dragging === null) return;
      e.preventDefault();
      if (over !== index) setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragging !== null && dragging !== index) onMove(dragging, index);
      reset();
    },
    onDragEnd: reset,
  });
  return { rowProps, dragging, over };
}
