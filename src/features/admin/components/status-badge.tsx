import { Badge } from '@/components/ui/badge'
import { statusLabel, type BadgeTone } from '../lib/statuses'

export function StatusBadge({ status, tone }: { status: string; tone: BadgeTone }) {
  return (
    <Badge variant={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  )
}
