/**
 * The conversation window of the chat stand-ins (chat-stand-in.js frames it): a plain form, so it needs no
 * script of its own. The conversation travels in the form itself (no server state): each message the shopper
 * sends comes back after it with the operator's (or bot's) reply, as a real widget shows an answer.
 */
const VENDORS: Record<string, string> = {
  rocketchat: 'Rocket.Chat',
  salebot: 'Salebot',
  voximplant: 'Voximplant',
}
const MAX_LINES = 40

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const TEXT = {
  en: {
    title: 'Support chat',
    standIn: 'local stand-in',
    greeting: 'Hello! Write your question and an operator will answer here.',
    you: 'You',
    operator: 'Operator',
    reply: 'Thank you! An operator has your message and will answer shortly.',
    label: 'Message',
    send: 'Send',
  },
  ru: {
    title: 'Чат поддержки',
    standIn: 'локальная замена',
    greeting: 'Здравствуйте! Напишите вопрос — оператор ответит здесь.',
    you: 'Вы',
    operator: 'Оператор',
    reply: 'Спасибо! Оператор получил ваше сообщение и скоро ответит.',
    label: 'Сообщение',
    send: 'Отправить',
  },
}

export type ConversationLine = { from: 'you' | 'operator'; text: string }

/** The lines so far (from the form) plus the new message and its reply. */
export function nextConversation(form: FormData): ConversationLine[] {
  const lines: ConversationLine[] = form
    .getAll('line')
    .map(String)
    .map((line) =>
      line.startsWith('you:')
        ? { from: 'you', text: line.slice(4) }
        : { from: 'operator', text: line.slice(9) },
    )
  const message = String(form.get('message') ?? '')
    .trim()
    .slice(0, 1000)
  if (message === '') return lines.slice(-MAX_LINES)
  const lang = form.get('lang') === 'ru' ? 'ru' : 'en'
  return [
    ...lines,
    { from: 'you' as const, text: message },
    { from: 'operator' as const, text: TEXT[lang].reply },
  ].slice(-MAX_LINES)
}

export function conversationPage(params: URLSearchParams, lines: ConversationLine[]): string {
  const lang = params.get('lang') === 'ru' ? 'ru' : 'en'
  const text = TEXT[lang]
  const vendor = VENDORS[params.get('vendor') ?? ''] ?? 'Chat'
  const items = [{ from: 'operator', text: text.greeting }, ...lines]
    .map(
      (line) =>
        `<li class="${line.from}"><b>${line.from === 'you' ? text.you : text.operator}:</b> ${escapeHtml(line.text)}</li>`,
    )
    .join('')
  const hidden = lines
    .map(
      (line) =>
        `<input type="hidden" name="line" value="${escapeHtml(`${line.from === 'you' ? 'you' : 'operator'}:${line.text}`)}">`,
    )
    .join('')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text.title} — ${escapeHtml(vendor)}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:0;color:#1a1a1a}header{background:#234;color:#fff;padding:8px 12px}
h1{font-size:16px;margin:0}main{padding:8px 12px}ol{list-style:none;padding:0;margin:0 0 12px}li{margin:6px 0;padding:6px 8px;border-radius:6px;background:#eef}
li.you{background:#efe;margin-left:24px}label{display:block;margin-bottom:4px}input[type=text]{width:100%;box-sizing:border-box;padding:6px;font:inherit}
button{margin-top:6px;padding:6px 14px;font:inherit;background:#234;color:#fff;border:0;border-radius:4px}</style></head>
<body><header><h1>${text.title} <small>(${escapeHtml(vendor)}, ${text.standIn})</small></h1></header><main>
<ol aria-live="polite">${items}</ol>
<form method="post">${hidden}<input type="hidden" name="lang" value="${lang}">
<label for="message">${text.label}</label><input id="message" name="message" type="text" autocomplete="off" required maxlength="1000">
<button type="submit">${text.send}</button></form></main></body></html>`
}
