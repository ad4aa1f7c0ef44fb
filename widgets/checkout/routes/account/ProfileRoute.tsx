import { useStore } from '@nanostores/react'
import { passport } from '#core/page/passport'
import { t } from '#core/page/context'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'
import { AddressBook } from './AddressBook'
import { ProfileForm } from './ProfileForm'

function Profile() {
  const customer = useStore(passport.$customer) ?? {}
  return (
    <>
      <ProfileForm customer={customer} />
      <AddressBook addresses={customer.addresses ?? []} />
    </>
  )
}

/** #/account/profile: personal data and the address book. */
export default function ProfileRoute(_: RouteProps) {
  return <AccountPage title={t('account.my_data')}>{() => <Profile />}</AccountPage>
}
