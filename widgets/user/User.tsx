import { useStore } from '@nanostores/react'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { passport } from '#core/page/passport'
import { displayName, isLoggedIn } from '#core/passport/session'
import { t } from '#core/page/context'
import { usePageId } from '../ui/page-id'
import { ThemeIcon } from '../ui/theme-icon'

// The dialog (forms, popup, provider frame) is only needed once the shopper asks to log in: fetched on the first hover,
// focus or click of the button, not with the header.
type DialogModule = typeof import('./LoginDialog')
let dialogModule: Promise<DialogModule> | undefined
const loadDialog = () => (dialogModule ??= import('./LoginDialog'))

export interface UserProps {
  accountUrl: string
  providers?: string[]
  /** The theme's own icon (`data-icon` in the server markup): the button shows it, its words only to screen readers. */
  icon?: Element | undefined
}

/** Disclosure menu: a click elsewhere or Escape closes it; Escape also gives focus back to its button. */
function useDismiss(
  open: boolean,
  close: () => void,
  box: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners for the open menu; close and the refs are the component's, stable for its life
  useEffect(() => {
    if (!open) return
    const onDown = (ev: Event) => box.current?.contains(ev.target as Node) || close()
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
}

/** The button is replaced when the state flips (login, logout): focus follows it instead of falling to <body>. */
function useFocusAcrossLogin(loggedIn: boolean, button: RefObject<HTMLElement | null>) {
  const was = useRef(loggedIn)
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the button when the logged-in state flips; the ref is stable
  useEffect(() => {
    if (was.current === loggedIn) return
    was.current = loggedIn
    const active = document.activeElement
    if (!active || active === document.body) button.current?.focus()
  }, [loggedIn])
}

/** "Entrar": loads the login dialog on the first hover or focus, opens it on click (the account page if it fails). */
function VisitorEntry({
  accountUrl,
  providers,
  icon,
  button
}: UserProps & { button: RefObject<HTMLButtonElement | null> }) {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<DialogModule['LoginDialog'] | null>(null)
  const openDialog = () => {
    loadDialog().then(
      (m) => {
        setDialog(() => m.LoginDialog)
        setOpen(true)
      },
      (e) => {
        console.error('[vitrine] login dialog unavailable', e)
        location.assign(accountUrl) // the account area has its own login
      }
    )
  }
  return (
    <div className="vt-user">
      <button
        type="button"
        ref={button}
        className="vt-user__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={openDialog}
      >
        <ButtonContent icon={icon} text={t('login.title')} />
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} providers={providers} />}
    </div>
  )
}

/** The button's words, or the theme's icon with the words for screen readers only (the same accessible name). */
function ButtonContent({ icon, text, hidden = '' }: { icon?: Element | undefined; text: string; hidden?: string }) {
  if (!icon)
    return (
      <>
        {hidden && <span className="vt-sr-only">{hidden}</span>}
        {text}
      </>
    )
  return (
    <>
      <ThemeIcon node={icon} />
      <span className="vt-sr-only">{hidden + text}</span>
    </>
  )
}

/** The customer's name opening a small menu: account, orders, favourites, log out. */
function AccountMenu({
  accountUrl,
  name,
  icon,
  button
}: {
  accountUrl: string
  name: string
  icon?: Element | undefined
  button: RefObject<HTMLButtonElement | null>
}) {
  const [menu, setMenu] = useState(false)
  const menuId = usePageId()
  const box = useRef<HTMLDivElement>(null)
  useDismiss(menu, () => setMenu(false), box, button)
  const base = accountUrl.endsWith('/') ? accountUrl : accountUrl + '/'
  return (
    <div className="vt-user" ref={box}>
      <button
        type="button"
        ref={button}
        className="vt-user__button"
        aria-expanded={menu}
        aria-controls={menuId}
        onClick={() => setMenu(!menu)}
      >
        <ButtonContent icon={icon} hidden={`${t('account.title')}: `} text={name} />
      </button>
      <ul id={menuId} className="vt-user__menu" hidden={!menu}>
        <li>
          <a href={accountUrl}>{t('account.title')}</a>
        </li>
        <li>
          <a href={`${base}orders`}>{t('account.my_orders')}</a>
        </li>
        <li>
          <a href={`${base}favorites`}>{t('account.favorites')}</a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setMenu(false)
              passport.logout()
            }}
          >
            {t('login.log_out')}
          </button>
        </li>
      </ul>
    </div>
  )
}

/** Header entry: "Entrar" opening the login dialog, or the customer's name opening a small account menu. */
export function User({ accountUrl, providers, icon }: UserProps) {
  const session = useStore(passport.$session)
  const customer = useStore(passport.$customer)
  const button = useRef<HTMLButtonElement>(null)
  const loggedIn = isLoggedIn(session)
  useFocusAcrossLogin(loggedIn, button)
  if (!loggedIn) return <VisitorEntry accountUrl={accountUrl} providers={providers} icon={icon} button={button} />
  return (
    <AccountMenu
      accountUrl={accountUrl}
      name={displayName(customer) || t('account.title')}
      icon={icon}
      button={button}
    />
  )
}
