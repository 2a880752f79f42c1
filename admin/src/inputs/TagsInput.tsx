import { AutocompleteArrayInput, ReferenceArrayInput, useCreate, useTranslate } from 'react-admin';

/** Tags picked by autocomplete; a title not found yet becomes a new tag on the spot. */
export function TagsInput({ source = 'tags' }: { source?: string }) {
  const [create] = useCreate();
  const translate = useTranslate();
  const onCreate = async (title?: string) => {
    if (!title?.trim()) return undefined;
    return create('tag', { data: { title: title.trim() } }, { returnPromise: true });
  };
  return (
    <ReferenceArrayInput source={source} reference="tag" perPage={50}>
      <AutocompleteArrayInput
        optionText="title"
        onCreate={onCreate}
        createItemLabel={translate('meydan.news.createTag', { title: '%{item}' })}
        filterToQuery={(q: string) => ({ q })}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
