import { SiteLink } from '@/components/layout/site-link';
import { comparisonRows, comparisonSources, frameworks, memoryNote } from '@/content/comparison';

const sourceNumber = (id: string) => comparisonSources.findIndex((s) => s.id === id) + 1;

/** Facts side by side; each row points to the numbered sources listed under the table. */
export function HomeComparison() {
  return (
    <section className="container home-section" aria-labelledby="comparison-heading">
      <h2 id="comparison-heading">How it compares</h2>
      <p>
        The same facts for four ways to ship a web interface as a desktop app. Sizes and memory come from one
        public benchmark that builds and runs an empty app on CI machines; each memory row says where and how it was
        measured, and its authors note that CI runs carry a margin of error.
      </p>
      <div className="table-scroll" role="region" aria-label="Comparison table, scrolls sideways on small screens" tabIndex={0}>
        <table className="comparison-table">
          <thead>
            <tr>
              <th scope="col">Fact</th>
              {frameworks.map((f) => <th key={f} scope="col">{f}</th>)}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.fact}>
                <th scope="row">
                  {row.fact}
                  {row.sources.map((id) => (
                    <sup key={id}>
                      {' '}<a href={`#source-${id}`} aria-label={`Source ${sourceNumber(id)}`}>[{sourceNumber(id)}]</a>
                    </sup>
                  ))}
                  {row.method && <span className="comparison-method">{row.method}</span>}
                </th>
                {row.values.map((value, i) => <td key={frameworks[i]}>{value}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="comparison-note">{memoryNote}</p>
      <ol className="comparison-sources" aria-label="Sources">
        {comparisonSources.map((s) => (
          <li key={s.id} id={`source-${s.id}`}>
            <SiteLink href={s.href}>{s.label}</SiteLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
