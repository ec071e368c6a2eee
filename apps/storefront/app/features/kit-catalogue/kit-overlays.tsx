import { Button } from '@vitrina/ui/button'
import { Combobox } from '@vitrina/ui/combobox'
import { Dialog } from '@vitrina/ui/dialog'
import { Sheet } from '@vitrina/ui/sheet'
import { TextField } from '@vitrina/ui/text-field'
import { useMemo, useState } from 'react'
import * as styles from './kit-catalogue.css.ts'
import { Specimen } from './kit-showcase.tsx'

const STREETS = ['ул Тверская', 'ул Тверская-Ямская 1-я', 'Тверской б-р', 'ул Арбат', 'ул Ленина']

/** The components that open over the page or need typing: Dialog, Sheet and Combobox. */
export function KitOverlays({ brand }: { brand: string }) {
  const [dialog, setDialog] = useState(false)
  const [sheet, setSheet] = useState(false)
  const [street, setStreet] = useState('')
  const [picked, setPicked] = useState('')
  const options = useMemo(() => {
    const typed = street.trim().toLowerCase()
    if (typed === '' || typed === picked.toLowerCase()) return []
    return STREETS.filter((name) => name.toLowerCase().includes(typed)).map((name) => ({
      id: name,
      label: `г Москва, ${name}`,
    }))
  }, [street, picked])
  return (
    <>
      <Specimen name="dialog">
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setDialog(true)} data-testid={`${brand}-open-dialog`}>
            Cancel order…
          </Button>
        </div>
        <Dialog
          open={dialog}
          onClose={() => setDialog(false)}
          title="Cancel the order?"
          closeLabel="Close"
          data-testid={`${brand}-dialog`}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(false)}>
                Keep the order
              </Button>
              <Button variant="danger" onClick={() => setDialog(false)}>
                Yes, cancel
              </Button>
            </>
          }
        >
          <p>The items go back on sale and spent bonuses are returned.</p>
          <TextField label="Reason" id={`${brand}-reason`} />
        </Dialog>
      </Specimen>
      <Specimen name="sheet">
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setSheet(true)} data-testid={`${brand}-open-sheet`}>
            Filters
          </Button>
        </div>
        <Sheet open={sheet} onClose={() => setSheet(false)} title="Filters" closeLabel="Close" side="bottom">
          <p>Size, colour and price filters go here on a phone.</p>
          <Button block onClick={() => setSheet(false)}>
            Show 24 products
          </Button>
        </Sheet>
      </Specimen>
      <Specimen name="combobox">
        <Combobox
          id={`${brand}-street`}
          label="Street"
          hint="Type “твер”"
          value={street}
          onValueChange={setStreet}
          options={options}
          onPick={(option) => {
            const name = option.id
            setPicked(name)
            setStreet(name)
          }}
          listLabel="Address suggestions"
          countLabel={(count) => `Suggestions: ${count}`}
        />
      </Specimen>
    </>
  )
}
