/** Where the user's choice to hear new messages is kept (off unless they turn it on). */
export const CHAT_SOUND_STORAGE_KEY = 'chat_sound'

let context: AudioContext | null = null

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether the user allowed the new-message sound (§4) on this device. */
export function isChatSoundEnabled(): boolean {
  try {
    return storage()?.getItem(CHAT_SOUND_STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

function audioContext(): AudioContext | null {
  if (context !== null) return context
  const Context = window.AudioContext as typeof AudioContext | undefined
  if (Context === undefined) return null
  context = new Context()
  return context
}

/**
 * Turns the sound on or off. Called from the toggle's click: a browser lets a page start audio
 * only after a gesture, so the audio context is made (or resumed) here.
 */
export function setChatSoundEnabled(enabled: boolean): void {
  try {
    if (enabled) storage()?.setItem(CHAT_SOUND_STORAGE_KEY, 'on')
    else storage()?.removeItem(CHAT_SOUND_STORAGE_KEY)
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  if (enabled) void audioContext()?.resume()
}

/** §4 the new-message sound: two short soft notes made with WebAudio, when the user allowed it. */
export function playChatSound(): void {
  if (!isChatSoundEnabled()) return
  const audio = audioContext()
  if (audio === null) return
  void audio.resume().catch(() => undefined)
  const start = audio.currentTime + 0.01
  for (const [offset, frequency] of [
    [0, 880],
    [0.12, 1320],
  ] as const) {
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18)
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start(start + offset)
    oscillator.stop(start + offset + 0.2)
  }
}
