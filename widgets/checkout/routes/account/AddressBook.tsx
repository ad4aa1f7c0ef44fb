import { useState } from 'react'
import { addressKey, bookEntry } from '#core/account/address-key'
import { saveCustomer } from '#core/account/customer'
import { withDefault, withoutAddress } from '#core/account/profile-rules'
import { lineAddress } from '#core/parse/address'
import { maskZip } from '#core/parse/zip'
import { passportContext } from '#core/page/passport'
import type { Address } from '#core/schemas/customer'
import { settings, t } from '#core/page/context'
import { AddressForm } from './AddressForm'
import { useKeptFocus } from './use-kept-focus'

type Editing = number | 'new' | null

/** One saved address, with its edit, set-default and remove buttons (each naming the address for screen readers). */
function AddressRow({
  a,
  onEdit,
  onDefault,
  onRemove
}: {
  a: Address
  onEdit(): void
  onDefault(): void
  onRemove(): void
}) {
  const line = lineAddress(a, settings.lang)
  return (
    <>
      <p>
        {line}
        {a.zip ? ` · ${t('address.zip')} ${maskZip(a.zip)}` : ''}
        {a.default ? ` (${t('address.default')})` : ''}
      </p>
      <button type="button" className="vt-button" onClick={onEdit} aria-label={`${t('account.edit_address')}: ${line}`}>
        {t('common.edit')}
      </button>
      {!a.default && (
        <button
          type="button"
          className="vt-button"
          onClick={onDefault}
          aria-label={`${t('address.set_default')}: ${line}`}
        >
          {t('address.set_default')}
        </button>
      )}
      <button type="button" className="vt-button" onClick={onRemove} aria-label={`${t('address.remove')}: ${line}`}>
        {t('address.remove')}
      </button>
    </>
  )
}

/** A new address is the default when it is the first one; an edited one replaces its place in the list. */
function withAddress(addresses: Address[], editing: Editing, a: Address): Address[] {
  if (editing !== 'new') return addresses.map((x, i) => (i === editing ? a : x))
  return addresses.length ? [...addresses, { ...a, default: false }] : [{ ...a, default: true }]
}

/** The address book: add, edit, remove, set the default. Each change is one PATCH of the whole list. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const [editing, setEditing] = useState<Editing>(null)
  const [note, setNote] = useState<{ text: string; alert: boolean }>({ text: '', alert: false })
  const save = async (list: Address[]) => {
    try {
      await saveCustomer(passportContext, { addresses: list.map(bookEntry) })
      setEditing(null)
      setNote({ text: t('register.saved'), alert: false })
    } catch (e) {
      console.error('[vitrine] addresses not saved', e)
      setNote({ text: t('error.generic'), alert: true })
    }
  }
  const put = (a: Address) => save(withAddress(addresses, editing, a))
  const cancel = () => setEditing(null)
  // An opened form takes focus on its first field; a closed form or a removed address gives it to the heading.
  const kept = useKeptFocus<HTMLElement>(
    (root) => root.querySelector<HTMLElement>('.vt-address-form input') ?? root.querySelector<HTMLElement>('h2')
  )
  return (
    <section className="vt-addresses" {...kept}>
      <h2 tabIndex={-1}>{t('account.addresses')}</h2>
      <ul>
        {addresses.map((a, i) => (
          <li key={addressKey(a)}>
            {editing === i ? (
              <AddressForm address={a} onSave={put} onCancel={cancel} />
            ) : (
              <AddressRow
                a={a}
                onEdit={() => setEditing(i)}
                onDefault={() => void save(withDefault(addresses, i))}
                onRemove={() => void save(withoutAddress(addresses, i))}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm onSave={put} onCancel={cancel} />
      ) : (
        <button type="button" className="vt-button" onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      )}
      <p role={note.alert ? 'alert' : 'status'}>{note.text}</p>
    </section>
  )
}
