import { useEffect, useState } from 'react'

/** Whether the page's script runs (false in the server's HTML and until hydration). */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  return scripted
}
