import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ratingLabel } from '../testimonial-format';

/** Five stars, the first `rating` filled; read out as 'N out of 5 stars'. */
export function RatingStars({ rating, size = 'sm' }: { rating: number | null; size?: 'sm' | 'lg' }) {
  if (!rating) return <span className="text-xs text-slate-500">No rating</span>;
  const icon = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={ratingLabel(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(icon, n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300')}
        />
      ))}
    </span>
  );
}
