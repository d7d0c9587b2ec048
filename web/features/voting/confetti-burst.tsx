// Thirty particles flying out from the heart. Their paths are fixed (evenly spread angles with a
// little variety by index), so rendering stays pure and every burst looks the same.
import type { CSSProperties } from "react";
import { CONFETTI_PARTICLES } from "@shared/voting/coffee-votes";
import "./confetti.css";

const COLORS = ["#b91c1c", "#f59e0b", "#10b981", "#3b82f6", "#ec4899", "#a16207"];

const PARTICLES = Array.from({ length: CONFETTI_PARTICLES }, (_, i) => {
  const angle = (i / CONFETTI_PARTICLES) * 2 * Math.PI + (i % 3) * 0.12;
  const distance = 34 + ((i * 17) % 30);
  return {
    "--confetti-x": `${Math.round(Math.cos(angle) * distance)}px`,
    "--confetti-y": `${Math.round(Math.sin(angle) * distance)}px`,
    "--confetti-spin": `${(i * 47) % 360}deg`,
    "--confetti-color": COLORS[i % COLORS.length],
  } as CSSProperties;
});

export function ConfettiBurst() {
  return (
    <span aria-hidden className="confetti-burst">
      {PARTICLES.map((style, i) => (
        <span key={i} className="confetti-piece" style={style} />
      ))}
    </span>
  );
}
