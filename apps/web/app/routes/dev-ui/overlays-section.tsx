import {
  Button,
  Drawer,
  Dropdown,
  Modal,
  Select,
  Sheet,
  useConfirmDialog,
  useToast,
  type SelectValue,
} from '@tourmarket/ui'
import type { ToastType } from '@tourmarket/domain/enums'
import { toastTypes } from '@tourmarket/domain/enums'
import { useState } from 'react'
import { CallbackDialog } from '../../components/callback-dialog.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { useShellLocale } from '../../lib/shell-data.ts'
import { DevSection } from './dev-section.tsx'
import { sampleGroupedItems, sampleSortItems } from './sample-data.ts'

const toastSamples: Readonly<Record<ToastType, { title: string; text: string }>> = {
  success: { title: 'Booking confirmed', text: 'We sent the details to your e-mail.' },
  error: { title: 'Error', text: 'Please try again later' },
  warning: { title: 'Few seats left', text: 'Only 2 seats are left on this date.' },
  info: { title: 'Prices updated', text: 'Prices are shown in your currency.' },
}

function ModalDemo() {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  return (
    <div className="dev-ui__row">
      <Modal
        title="Tour program"
        description="A normal modal: Escape, the close button and the overlay close it."
        trigger={<Button variant="secondary">Open modal</Button>}
        width={brand.uikit.modalWidth}
        closeLabel={t('common.close')}
        footer={<Button>{t('common.apply')}</Button>}
      >
        <p>Day 1: arrival in Gorno-Altaysk, transfer to the camp by the lake.</p>
      </Modal>
      <Modal
        title="Unsaved booking"
        description="A persistent modal: an overlay click shakes it instead of closing it."
        trigger={<Button variant="secondary">Open persistent modal</Button>}
        persistent
        width={brand.uikit.modalWidth}
        closeLabel={t('common.close')}
      >
        <p>Finish or cancel the booking to leave this dialog.</p>
      </Modal>
    </div>
  )
}

function ConfirmDemo() {
  const { t } = useI18n()
  const { confirm, dialog } = useConfirmDialog({
    title: t('confirmDialog.title'),
    confirmLabel: t('common.confirm'),
    cancelLabel: t('common.cancel'),
  })
  const [answer, setAnswer] = useState<string>('none yet')
  return (
    <div className="dev-ui__row">
      <Button
        variant="secondary"
        onClick={async () => {
          const confirmed = await confirm({ text: 'Cancel the booking for 12 June?' })
          setAnswer(confirmed ? 'confirmed' : 'cancelled')
        }}
      >
        Open confirm dialog
      </Button>
      <output className="dev-ui__output" aria-label="Confirm dialog answer">
        {answer}
      </output>
      {dialog}
    </div>
  )
}

function CallbackDemo() {
  const [phone, setPhone] = useState<string | null>(null)
  return (
    <div className="dev-ui__row">
      <Button variant="secondary" onClick={() => setPhone('')}>
        Callback dialog
      </Button>
      <Button variant="secondary" onClick={() => setPhone('+1 202 555 0143')}>
        Callback dialog with phone
      </Button>
      <CallbackDialog
        open={phone !== null}
        onOpenChange={(open) => {
          if (!open) setPhone(null)
        }}
        phone={phone}
      />
    </div>
  )
}

function DrawerAndSheetDemo() {
  const { t } = useI18n()
  const [sheetVisible, setSheetVisible] = useState(false)
  return (
    <div className="dev-ui__row">
      <Drawer
        title="Filters"
        trigger={<Button variant="secondary">Open drawer</Button>}
        closeLabel={t('common.close')}
        footer={<Button>{t('common.apply')}</Button>}
      >
        <p>Duration, price and difficulty filters go here.</p>
      </Drawer>
      <Button variant="secondary" onClick={() => setSheetVisible((visible) => !visible)}>
        {sheetVisible ? 'Hide sheet' : 'Show sheet'}
      </Button>
      <Sheet visible={sheetVisible} label="Booking" phonesOnly={false}>
        <div className="dev-ui__sheet">
          <span>From $1,250</span>
          <Button>Book</Button>
        </div>
      </Sheet>
    </div>
  )
}

function SelectAndDropdownDemo() {
  const [sort, setSort] = useState<SelectValue>('default')
  return (
    <div className="dev-ui__grid">
      <Select
        label="Sort"
        items={sampleSortItems}
        value={sort}
        onValueChange={(value) => setSort(value)}
      />
      <Select label="Start city" items={sampleGroupedItems} placeholder="Any city" />
      <div className="dev-ui__row">
        <Dropdown trigger={<Button variant="secondary">Open dropdown</Button>} label="Tour menu">
          <ul className="dev-ui__menu">
            <li>Share</li>
            <li>Add to favourites</li>
            <li>Report a problem</li>
          </ul>
        </Dropdown>
      </div>
    </div>
  )
}

function ToastDemo() {
  const toast = useToast()
  return (
    <div className="dev-ui__row">
      {toastTypes.map((type) => (
        <Button
          key={type}
          variant="secondary"
          onClick={() => toast.show({ type, ...toastSamples[type] })}
        >
          {`Show ${type} toast`}
        </Button>
      ))}
    </div>
  )
}

/** Modal, confirm and callback dialogs, drawer, sheet, select, dropdown and toasts. */
export function OverlaysSection() {
  return (
    <>
      <DevSection id="modal" title="Modal">
        <ModalDemo />
      </DevSection>
      <DevSection id="confirm-dialog" title="Confirm dialog">
        <ConfirmDemo />
      </DevSection>
      <DevSection id="callback-dialog" title="Callback dialog">
        <CallbackDemo />
      </DevSection>
      <DevSection id="drawer" title="Drawer and sheet">
        <DrawerAndSheetDemo />
      </DevSection>
      <DevSection id="select" title="Select and dropdown">
        <SelectAndDropdownDemo />
      </DevSection>
      <DevSection id="toasts" title="Toasts">
        <ToastDemo />
      </DevSection>
    </>
  )
}
