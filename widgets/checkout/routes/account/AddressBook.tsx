import { useState } from 'react'
import { saveCustomer } from '../../../../core/account/customer'
import { withDefault, withoutAddress } from '../../../../core/account/profile-rules'
import { lineAddress } from '../../../../core/parse/address'
import { passportContext } from '../../../../core/page/passport'
import type { Address } from '../../../../core/schemas/customer'
import { settings, t } from '../../../../core/runtime'
import { AddressForm } from './AddressForm'

type Editing = number | 'new' | null

/** The address book: add, edit, remove, set the default. Each change is one PATCH of the whole list. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const [editing, setEditing] = useState<Editing>(null)
  const [note, setNote] = useState<{ text: string; alert: boolean }>({ text: '', alert: false })

  const save = async (list: Address[]) => {
    try {
      await saveCustomer(passportContext, { addresses: list })
      setEditing(null)
      setNote({ text: t('register.saved'), alert: false })
    } catch (e) {
      console.error('[vitrine] addresses not saved', e)
      setNote({ text: t('error.generic'), alert: true })
    }
  }
  const put = (a: Address) =>
    save(
      editing === 'new'
        ? addresses.length
          ? [...addresses, { ...a, default: false }]
          : [{ ...a, default: true }]
        : addresses.map((x, i) => (i === editing ? a : x))
    )

  return (
    <section className="vt-addresses">
      <h2>{t('account.addresses')}</h2>
      <ul>
        {addresses.map((a, i) => (
          <li key={a._id ?? i}>
            {editing === i ? (
              <AddressForm address={a} onSave={put} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <p>
                  {lineAddress(a, settings.lang)}
                  {a.zip ? ` · ${t('address.zip')} ${a.zip}` : ''}
                  {a.default ? ` (${t('address.default')})` : ''}
                </p>
                <button
                  type="button"
                  className="vt-button"
                  onClick={() => setEditing(i)}
                  aria-label={`${t('account.edit_address')}: ${lineAddress(a, settings.lang)}`}
                >
                  {t('common.edit')}
                </button>
                {!a.default && (
                  <button
                    type="button"
                    className="vt-button"
                    onClick={() => void save(withDefault(addresses, i))}
                    aria-label={`${t('address.set_default')}: ${lineAddress(a, settings.lang)}`}
                  >
                    {t('address.set_default')}
                  </button>
                )}
                <button
                  type="button"
                  className="vt-button"
                  onClick={() => void save(withoutAddress(addresses, i))}
                  aria-label={`${t('address.remove')}: ${lineAddress(a, settings.lang)}`}
                >
                  {t('address.remove')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm onSave={put} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="vt-button" onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      )}
      <p role={note.alert ? 'alert' : 'status'}>{note.text}</p>
    </section>
  )
}
