// The provider fakes of one end-to-end worker (issue 41, playwright.config.ts): each listens on the
// port its FAKE_*_PORT gives and speaks its provider's HTTP API, so the worker's API sends real
// requests through the providers' own SDKs and never reaches the network. FAKES_READY_PORT answers
// once every fake listens.
import { createServer } from 'node:http'
import { startFakeTelegram } from '@tourmarket/api/test/fakes/fake-telegram.ts'
import { identityCallbackPath, startFakeStripe } from '@tourmarket/api/test/fakes/fake-stripe.ts'
import { startFakeTwilio } from '@tourmarket/api/test/fakes/fake-twilio.ts'
import { startFakeWhatsApp } from '@tourmarket/api/test/fakes/fake-whatsapp.ts'

type RunningFake = { close(): Promise<void> }

function portOf(name: string): number {
  const port = Number(process.env[name])
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} must be a port number`)
  return port
}

/** The worker's API, where the fakes deliver their webhooks. */
function apiPublicUrl(): string {
  const url = process.env.API_PUBLIC_URL
  if (url === undefined || !URL.canParse(url)) throw new Error('API_PUBLIC_URL must be a URL')
  return url
}

const fakes: RunningFake[] = await Promise.all([
  // The Bot API: the worker's API registers its webhook here as it starts; the journeys play
  // Telegram users through its /fake/updates.
  startFakeTelegram({ port: portOf('FAKE_TELEGRAM_PORT') }),
  // Stripe Identity's hosted page sends its signed events to the worker's API, as Stripe would.
  startFakeStripe({
    port: portOf('FAKE_STRIPE_PORT'),
    webhookUrl: new URL(identityCallbackPath, apiPublicUrl()).toString(),
  }),
  // Twilio's Messages resource: SMS codes land here; the journeys read them at /fake/messages.
  startFakeTwilio({ port: portOf('FAKE_TWILIO_PORT') }),
  // WhatsApp's Cloud API: codes and tour programs land here; the journeys read /fake/messages.
  startFakeWhatsApp({ port: portOf('FAKE_WHATSAPP_PORT') }),
])

const ready = createServer((_request, response) => response.end('ok'))
ready.listen(portOf('FAKES_READY_PORT'), '127.0.0.1')

async function stop(): Promise<void> {
  ready.close()
  await Promise.all(fakes.map((fake) => fake.close()))
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
