import { useState } from 'react'
import { SendProgressList } from './send-progress'
import { UpdateComposer } from './update-composer'

/** The desk's Updates section: write and send an update, and follow the sends. */
export function UpdateDesk() {
  const [version, setVersion] = useState(0)
  return (
    <div className="flex flex-col gap-10">
      <UpdateComposer onSent={() => setVersion((value) => value + 1)} />
      <SendProgressList version={version} />
    </div>
  )
}
