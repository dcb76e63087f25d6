/**
 * /admin/work: who works where. The employees grouped by department (the declaration's choices),
 * each with position, language and display order; /admin/work/{id} edits one person's work.
 */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link, Title, useGetList, useLocale, useTranslate } from 'react-admin'
import { employees } from '../../../shared/resources/employees'
import { localized } from '../../registry'

interface EmployeeRow {
  id: number
  first_name: string
  last_name: string
  position: string
  department: string
  lang: string
  display_order: number
  is_active: boolean
}

const WorkPage = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const field = (name: string) => translate(`resources.employees.fields.${name}`)
  const { data = [] } = useGetList<EmployeeRow>('employees', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'display_order', order: 'ASC' },
  })
  return (
    <>
      <Title title={translate('app.work.title')} />
      <Typography sx={{ my: 2 }}>{translate('app.work.intro')}</Typography>
      {employees.fields.department.choices.map((department) => {
        const people = data.filter((row) => row.department === department.id)
        const name = localized(department.label, locale)
        return (
          <Card key={department.id} component="section" aria-labelledby={`work-${department.id}`} sx={{ mb: 2 }}>
            <CardContent>
              <Typography id={`work-${department.id}`} component="h2" variant="h6">
                {name}{' '}
                <Typography component="span" color="text.secondary">
                  ({translate('app.work.count', { smart_count: people.length })})
                </Typography>
              </Typography>
              <Table size="small" aria-labelledby={`work-${department.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{field('last_name')}</TableCell>
                    <TableCell>{field('position')}</TableCell>
                    <TableCell>{field('lang')}</TableCell>
                    <TableCell>{field('display_order')}</TableCell>
                    <TableCell>{field('is_active')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {people.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        <Link to={`/work/${row.id}`}>{`${row.first_name} ${row.last_name}`}</Link>
                      </TableCell>
                      <TableCell>{row.position}</TableCell>
                      <TableCell>{translate(`app.languages.${row.lang}`, { _: row.lang })}</TableCell>
                      <TableCell>{row.display_order}</TableCell>
                      <TableCell>{translate(row.is_active ? 'app.filter.yes' : 'app.filter.no')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        )
      })}
    </>
  )
}

export default WorkPage
