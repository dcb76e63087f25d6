/**
 * /admin/footer: what the public footer shows, per language: address, opening hours, phone,
 * e-mail and the location/access text. They live on the Information record of that language
 * (one per language), so this screen edits those fields of it.
 */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { EditBase, SaveButton, SimpleForm, Title, Toolbar, useGetList, useNotify, useTranslate } from 'react-admin'
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/languages'
import { info } from '../../../shared/resources/info'
import { DraftKeeper } from '../../generic/DraftKeeper'
import { FieldInput } from '../../generic/FieldInput'

const FOOTER_FIELDS = ['address', 'opening_hours', 'phone', 'email', 'location'] as const

const FooterForm = ({ language, id }: { language: Language; id: number | undefined }) => {
  const translate = useTranslate()
  const notify = useNotify()
  return (
    <Card component="section" aria-labelledby={`footer-${language}`} sx={{ mb: 2, maxWidth: 760 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={`footer-${language}`} component="h2" variant="h6">
          {LANGUAGE_NAMES[language]}
        </Typography>
        {id === undefined && <Typography>{translate('app.footer.missing')}</Typography>}
      </CardContent>
      {id !== undefined && (
        <EditBase
          resource="information"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{ onSuccess: () => notify('app.footer.saved', { type: 'success' }) }}
        >
          <SimpleForm
            id={`footer-form-${language}`}
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
            warnWhenUnsavedChanges
          >
            <DraftKeeper name={language} />
            {FOOTER_FIELDS.map((name) => (
              <FieldInput key={name} name={name} field={info.fields[name]} declaration={info} />
            ))}
          </SimpleForm>
        </EditBase>
      )}
    </Card>
  )
}

const FooterPage = () => {
  const translate = useTranslate()
  const { data = [], isPending } = useGetList('information', { pagination: { page: 1, perPage: 10 }, sort: { field: 'lang', order: 'ASC' } })
  return (
    <>
      <Title title={translate('app.footer.title')} />
      <Typography sx={{ my: 2 }}>{translate('app.footer.intro')}</Typography>
      {!isPending && LANGUAGES.map((language) => <FooterForm key={language} language={language} id={data.find((row) => row.lang === language)?.id} />)}
    </>
  )
}

export default FooterPage
