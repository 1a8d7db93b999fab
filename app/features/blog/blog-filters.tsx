import { ChevronDown, Search } from "lucide-react";
import { type Dispatch, type ReactNode, type SetStateAction } from "react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";

import { SORT_OPTIONS, parseSort, type ArticleFilter, type ArticleSort } from "./article-list";

const fieldClass =
  "min-h-11 w-full rounded-ks border border-border bg-surface text-base text-fg sm:text-sm";

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const select = useTypedBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <Field label={label} className="min-w-0" labelClassName="mb-1.5">
      {(field) => (
        <div className="relative">
          <select
            {...field}
            ref={select}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldClass} cursor-pointer appearance-none pr-9 pl-3`}
          >
            {children}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </div>
      )}
    </Field>
  );
}

/**
 * Spec §2 /blog: search box, category and sort dropdowns. Client state only (spec §4): the list
 * follows every keystroke, and Search (or Enter) takes the reader to the results.
 */
export function BlogFilters({
  filter,
  sort,
  categories,
  onFilterChange,
  onSortChange,
  onSearch,
}: {
  filter: ArticleFilter;
  sort: ArticleSort;
  categories: ReadonlyArray<string>;
  onFilterChange: Dispatch<SetStateAction<ArticleFilter>>;
  onSortChange: (sort: ArticleSort) => void;
  onSearch: () => void;
}) {
  // Each change is made on the latest filter: typed and chosen before hydration, the search and
  // the category are both taken as the page hydrates.
  const searchInput = useTypedBeforeHydration(filter.search, (search) =>
    onFilterChange((latest) => ({ ...latest, search })),
  );
  return (
    <form
      role="search"
      aria-label="Articles"
      className="grid grid-cols-2 gap-3 rounded-ks border border-border bg-surface p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Field
        label="Search articles"
        className="col-span-2 min-w-0 lg:col-span-1"
        labelClassName="mb-1.5"
      >
        {(field) => (
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <input
                {...field}
                ref={searchInput}
                type="search"
                value={filter.search}
                onChange={(event) => {
                  const search = event.target.value;
                  onFilterChange((latest) => ({ ...latest, search }));
                }}
                placeholder="Search articles..."
                autoComplete="off"
                className={`${fieldClass} pr-3 pl-9 placeholder:text-muted`}
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        )}
      </Field>
      <SelectField
        label="Category"
        value={filter.category}
        onChange={(category) => onFilterChange((latest) => ({ ...latest, category }))}
      >
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(value) => onSortChange(parseSort(value))}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
