import { Checkbox } from '@/components/ui/checkbox'
import { updateConsentWords } from '@schemas/update-subscription'

/**
 * The unticked box on the contact form and the alliance registration: its words say exactly what
 * the person gets and how often, and they are what the consent record keeps. Ticking it signs the
 * address up (double opt-in) once the form's own answers are stored.
 */
export function UpdatesTickBox({ onChange }: { onChange: (ticked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-base">
      <Checkbox
        name="wantsUpdates"
        className="mt-1"
        defaultChecked={false}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{updateConsentWords.tickBox}</span>
    </label>
  )
}
